import Foundation
import TestSupport
import Testing

/// Each recipe of "Porting an existing handler" is no longer, in Swift, than the handler it
/// replaces, and says how long each side is (issue 43: "Adoption no larger than the handler it
/// replaces").
@Suite struct PortingRecipeTests {
  static let article =
    "Sources/QuickActionsUIKit/QuickActionsUIKit.docc/PortingAnExistingHandler.md"

  /// A recipe: its heading, the Swift lines of its before and after, and the counts its text
  /// states for each.
  struct Recipe: Equatable {
    var heading: String
    var before: Int
    var after: Int
    var statedBefore: Int?
    var statedAfter: Int?
  }

  /// The lines the article counts: not blank, not a comment, not an `import`.
  static func swiftLines(_ block: String) -> Int {
    block.split(separator: "\n").filter { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      return !text.isEmpty && !text.hasPrefix("//") && !text.hasPrefix("import ")
    }.count
  }

  /// The last "(N lines)" of a text.
  static func stated(in text: Substring) -> Int? {
    guard let close = text.range(of: " lines)", options: .backwards),
      let open = text[..<close.lowerBound].range(of: "(", options: .backwards)
    else { return nil }
    return Int(text[open.upperBound..<close.lowerBound])
  }

  /// The sections of `text` that hold a before and an after block.
  static func recipes(in text: String) -> [Recipe] {
    text.components(separatedBy: "\n### ").dropFirst().compactMap { section in
      let parts = section.components(separatedBy: "```swift\n")
      guard parts.count >= 3, let end1 = parts[1].range(of: "\n```"),
        let end2 = parts[2].range(of: "\n```")
      else { return nil }
      return Recipe(
        heading: String(section.prefix { $0 != "\n" }),
        before: swiftLines(String(parts[1][..<end1.lowerBound])),
        after: swiftLines(String(parts[2][..<end2.lowerBound])),
        statedBefore: stated(in: Substring(parts[0])),
        statedAfter: stated(in: parts[1][end1.upperBound...]))
    }
  }

  /// What is wrong with the recipes: an after longer than its before, or a stated count that
  /// is not the block's.
  static func problems(_ recipes: [Recipe]) -> [String] {
    recipes.flatMap { recipe -> [String] in
      var found: [String] = []
      if recipe.after > recipe.before {
        found.append("\(recipe.heading): after \(recipe.after) > before \(recipe.before)")
      }
      if recipe.statedBefore != recipe.before {
        found.append(
          "\(recipe.heading): before states \(recipe.statedBefore ?? -1), is \(recipe.before)")
      }
      if recipe.statedAfter != recipe.after {
        found.append(
          "\(recipe.heading): after states \(recipe.statedAfter ?? -1), is \(recipe.after)")
      }
      return found
    }
  }

  @Test("the five recipes: each after no longer than its before, with the counts the text states")
  func counts() throws {
    let recipes = Self.recipes(in: try Readme.text(of: Self.article))
    #expect(
      recipes.map { "\($0.heading): \($0.before) → \($0.after)" } == [
        "A UIKit tab app with modals and a login gate: 43 → 34",
        "An app-delegate-only app: 31 → 30",
        "A SwiftUI app with a NavigationSplitView: 62 → 61",
        "Per-account dynamic items: 7 → 7",
        "A loading screen: 30 → 24",
      ])
    #expect(Self.problems(recipes) == [])
  }

  @Test("an after that grew, or a count the text misstates, is caught")
  func caught() throws {
    let text = try Readme.text(of: Self.article)
    let grown = text.replacingOccurrences(
      of: "  mailActions.publisher.publish()\n",
      with: "  mailActions.publisher.publish()\n  mailActions.publisher.publish()\n")
    #expect(
      Self.problems(Self.recipes(in: grown)) == [
        "Per-account dynamic items: after 8 > before 7",
        "Per-account dynamic items: after states 7, is 8",
      ])
  }
}
