// Declarations: UIKit/UISceneActivationConditions.h and UIKit/UIScene.h (iOS 26.2 SDK, held
// against it by .ci/sdk-check), as Swift imports them; Foundation/NSPredicate.h for the one
// initializer swift-corelibs-foundation leaves out.
import Foundation

/// UIKit/UISceneActivationConditions.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
/// @interface UISceneActivationConditions : NSObject <NSSecureCoding>`. "A scene 'can' activate
/// for target content if it is possible for that content to be displayed in that scene. A scene
/// 'prefers' to activate for content if it is a better scene session to activate for that content
/// than any scene that only 'can' view it."
@available(iOS 13.0, *)
@MainActor
open class UISceneActivationConditions: NSObject {
  /// `@property(nonatomic, copy) NSPredicate *canActivateForTargetContentIdentifierPredicate;
  /// // default is [NSPredicate predicateWithValue:YES]`
  open var canActivateForTargetContentIdentifierPredicate = NSPredicate(value: true)
  /// `@property(nonatomic, copy) NSPredicate *prefersToActivateForTargetContentIdentifierPredicate;
  /// // default is [NSPredicate predicateWithValue:NO];`
  open var prefersToActivateForTargetContentIdentifierPredicate = NSPredicate(value: false)

  /// `- (instancetype)init NS_DESIGNATED_INITIALIZER;`
  public override init() { super.init() }
  /// `- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder NS_DESIGNATED_INITIALIZER;`
  public required init?(coder: NSCoder) { super.init() }
}

extension NSPredicate {
  /// Foundation/NSPredicate.h `+ predicateWithFormat:argumentArray:`, which
  /// swift-corelibs-foundation does not implement. The double reads the forms the header of
  /// `UISceneActivationConditions` allows and an adapter writes (`TRUEPREDICATE`,
  /// `FALSEPREDICATE`, `self == "x"` or `self == %@`, joined by `OR`), and evaluates them against
  /// the string, as Foundation does; any other format raises, as Foundation's parser raises
  /// `NSInvalidArgumentException` ("Unable to parse the format string").
  public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
    guard let accepted = PredicateFormat.parse(predicateFormat, arguments ?? []) else {
      preconditionFailure(
        "NSInvalidArgumentException: Unable to parse the format string \"\(predicateFormat)\"")
    }
    self.init(block: { object, _ in accepted.holds(for: object as? String) })
  }
}

/// A predicate format the double reads: a constant, or `self` equal to one of some strings.
enum PredicateFormat: Equatable {
  case constant(Bool)
  case oneOf([String])

  func holds(for text: String?) -> Bool {
    switch self {
    case .constant(let value): return value
    case .oneOf(let strings): return text.map(strings.contains) ?? false
    }
  }

  static func parse(_ format: String, _ arguments: [Any]) -> PredicateFormat? {
    let trimmed = format.trimmingCharacters(in: .whitespaces)
    if trimmed == "TRUEPREDICATE" { return .constant(true) }
    if trimmed == "FALSEPREDICATE" { return .constant(false) }
    var strings: [String] = []
    var rest = Substring(trimmed)
    var next = arguments.makeIterator()
    while true {
      guard rest.hasPrefix("self == ") || rest.hasPrefix("SELF == ") else { return nil }
      rest = rest.dropFirst(8)
      if rest.hasPrefix("%@") {
        guard let argument = next.next() as? String else { return nil }
        strings.append(argument)
        rest = rest.dropFirst(2)
      } else {
        guard let (string, after) = quoted(rest) else { return nil }
        strings.append(string)
        rest = after
      }
      if rest.isEmpty { return .oneOf(strings) }
      guard rest.hasPrefix(" OR ") else { return nil }
      rest = rest.dropFirst(4)
    }
  }

  /// A string in double quotes with `\"` and `\\` escapes, and what follows it.
  static func quoted(_ text: Substring) -> (String, Substring)? {
    guard text.first == "\"" else { return nil }
    var out = ""
    var index = text.index(after: text.startIndex)
    while index < text.endIndex {
      let c = text[index]
      if c == "\\" {
        index = text.index(after: index)
        guard index < text.endIndex else { return nil }
        out.append(text[index])
      } else if c == "\"" {
        return (out, text[text.index(after: index)...])
      } else {
        out.append(c)
      }
      index = text.index(after: index)
    }
    return nil
  }
}

extension UIKitDouble {
  /// Test-only: the scenes iOS may choose for a door whose target content identifier is
  /// `identifier`, by each scene's `activationConditions` (the `UISceneActivationConditions`
  /// page): those whose `prefersToActivateForTargetContentIdentifierPredicate` holds, else those
  /// whose `canActivateForTargetContentIdentifierPredicate` holds. Empty when none can: iOS then
  /// makes a new scene for the door. Apple does not say which of several it takes; the tests
  /// hold the adapter to a single preferring scene.
  @MainActor
  static func scenesChosen(for identifier: String?, among scenes: [UIScene]) -> [UIScene] {
    let preferring = scenes.filter {
      $0.activationConditions.prefersToActivateForTargetContentIdentifierPredicate.evaluate(
        with: identifier)
    }
    if !preferring.isEmpty { return preferring }
    return scenes.filter {
      $0.activationConditions.canActivateForTargetContentIdentifierPredicate.evaluate(
        with: identifier)
    }
  }
}
