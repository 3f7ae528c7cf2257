import AndroidProject
import PropertyList
import QuickActionLint

/// Arbitrary bytes through the Android XML reader, and on through the app model and every
/// Android rule: the input is read as a manifest, a shortcuts file and a strings file of one app.
/// A read either gives an element tree or one error with a place inside the text; every
/// element's and attribute's place is inside the text, in order; the linter never crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  let text = XMLReader.sourceText(bytes)
  do {
    let root = try XMLReader.read(bytes)
    var pending = [root]
    var last = -1
    while let element = pending.popLast() {
      guard element.location.offset <= text.count, element.location.line >= 1 else {
        fatalError("element outside the text")
      }
      for attribute in element.attributes {
        guard
          attribute.location.offset > last || last < 0
            || attribute.location.offset >= element.location.offset,
          attribute.valueLocation.offset <= text.count,
          attribute.location.offset < attribute.valueLocation.offset
        else { fatalError("attribute place out of order") }
        last = attribute.valueLocation.offset
      }
      pending += element.children.reversed()
      _ = element.allText
    }
  } catch {
    guard error.location.offset <= text.count, error.location.line >= 1, !error.message.isEmpty
    else { fatalError("error without a place") }
  }
  // A strings file is read shallow (names and places kept, text read when asked): the same
  // table as the full tree gives, or the same error.
  let values = AndroidApp(files: [("res/values/strings.xml", bytes)])
  if let table = values.strings.tables.first {
    guard let root = try? XMLReader.read(bytes),
      table == StringTable(path: table.path, qualifier: "", root: root)
    else {
      fatalError("the skimmed string table is not the full tree's")
    }
  } else if let unread = values.unreadable.first, !unread.error.message.hasPrefix("the file is ") {
    do {
      _ = try XMLReader.read(bytes)
      fatalError("the shallow read refused what the full read reads")
    } catch {
      guard error == unread.error else {
        fatalError("the shallow read's error is not the full read's")
      }
    }
  }
  let app = AndroidApp(files: [
    ("app/src/main/AndroidManifest.xml", bytes), ("app/src/main/res/xml/shortcuts.xml", bytes),
    ("app/src/main/res/values/strings.xml", bytes),
  ])
  for report in AndroidLinter().lint(app) {
    _ = XcodeReporter().render([report])
  }
  return 0
}
