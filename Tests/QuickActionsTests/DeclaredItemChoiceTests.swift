import PropertyList
import Testing

@testable import QuickActions

/// Which declared item a simulated entry of a type with some userInfo stands for.
@Suite struct DeclaredItemChoiceTests {
  static let work = ShortcutItem(
    type: "inbox", title: "Work Inbox",
    userInfo: ["account": .init(.string("work")), "folder": .init(.string("inbox"))])
  static let home = ShortcutItem(
    type: "inbox", title: "Home Inbox", userInfo: ["account": .init(.string("home"))])
  static let counted = ShortcutItem(
    type: "question", title: "Question 42",
    userInfo: ["questionID": .init(.integer(PlistInteger(42)))])
  static let items = [work, home, counted]

  static func choose(_ type: String, _ pairs: [String: String]) -> (String, PlistDictionary) {
    var given = PlistDictionary()
    for (key, value) in pairs.sorted(by: { $0.key < $1.key }) {
      given.set(PlistValue(.string(value)), forKey: key)
    }
    let item = StaticShortcuts.item(ofType: type, userInfo: given, among: items)
    return (item.title, item.userInfo)
  }

  @Test("the values choose the item, and only they are its userInfo")
  func choice() {
    #expect(Self.choose("inbox", ["account": "home"]).0 == "Home Inbox")
    #expect(Self.choose("inbox", ["account": "home"]).1 == ["account": .init(.string("home"))])
    #expect(Self.choose("inbox", ["folder": "inbox"]).0 == "Work Inbox")
    #expect(Self.choose("inbox", ["folder": "inbox"]).1 == ["folder": .init(.string("inbox"))])
    // With none given, the first item of the type as declared.
    #expect(Self.choose("inbox", [:]).0 == "Work Inbox")
    #expect(Self.choose("inbox", [:]).1 == Self.work.userInfo)
    // A command line's "42" is the declared integer 42.
    #expect(Self.choose("question", ["questionID": "42"]).0 == "Question 42")
    // Values no item of the type has, or a type none has: a bare item.
    #expect(Self.choose("inbox", ["account": "travel"]).0 == "inbox")
    #expect(Self.choose("outbox", ["account": "home"]).0 == "outbox")
  }

  @Test("the item agreeing on more keys wins")
  func mostShared() {
    let both = ShortcutItem(
      type: "inbox", title: "Home Archive",
      userInfo: ["account": .init(.string("home")), "folder": .init(.string("archive"))])
    var given = PlistDictionary()
    given.set(PlistValue(.string("home")), forKey: "account")
    given.set(PlistValue(.string("archive")), forKey: "folder")
    #expect(
      StaticShortcuts.item(ofType: "inbox", userInfo: given, among: [Self.home, both]).title
        == "Home Archive")
  }
}
