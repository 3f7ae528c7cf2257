// Declarations: UIKit/UIApplicationShortcutItem.h, as Swift imports them. The header marks every
// class `API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(tvos)`; none is main-actor isolated, and the
// header is audited for sendability (`NS_HEADER_AUDIT_BEGIN(nullability, sendability)`), so none
// is `Sendable`.
import Foundation

/// UIKit/UIApplicationShortcutItem.h: `UIApplicationShortcutIcon`. The real class has no getters:
/// what an icon was made from cannot be read back, so the adapter never tries; tests read
/// `source` through `@testable import`.
@available(iOS 9.0, *)
@available(tvOS, unavailable)
open class UIApplicationShortcutIcon: NSObject {
  /// UIKit/UIApplicationShortcutItem.h: `UIApplicationShortcutIconType`, in the header's order.
  public enum IconType: Int, Sendable {
    case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation
    case favorite, love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto
    case captureVideo, task, taskCompleted, alarm, bookmark, shuffle, audio, update

    /// Every case, in the header's order (the imported enum is not `CaseIterable`).
    static let all: [IconType] = (0...28).compactMap(IconType.init(rawValue:))
  }

  enum Source: Hashable {
    case type(IconType)
    case template(String)
    case system(String)
  }

  let source: Source

  init(source: Source) {
    self.source = source
    super.init()
  }

  /// `+ (instancetype)iconWithType:(UIApplicationShortcutIconType)type;`
  public convenience init(type: UIApplicationShortcutIcon.IconType) {
    self.init(source: .type(type))
  }
  /// `+ (instancetype)iconWithTemplateImageName:(NSString *)templateImageName;`
  public convenience init(templateImageName: String) {
    self.init(source: .template(templateImageName))
  }
  /// `+ (instancetype)iconWithSystemImageName:(NSString *)systemImageName;`
  ///
  /// - SDK check: availability from the documentation page `init(systemImageName:)` ("iOS
  ///   13.0+"), which the 17.4 header does not mark.
  @available(iOS 13.0, *)
  public convenience init(systemImageName: String) { self.init(source: .system(systemImageName)) }
}

/// UIKit/UIApplicationShortcutItem.h: `UIApplicationShortcutItem`, immutable.
///
/// "Will throw an exception if the NSDictionary is not plist-encodable" (the header, on
/// `userInfo`): the double logs it instead, so a test can see it.
@available(iOS 9.0, *)
@available(tvOS, unavailable)
open class UIApplicationShortcutItem: NSObject {
  var storedType: String
  var storedTitle: String
  var storedSubtitle: String?
  var storedIcon: UIApplicationShortcutIcon?
  var storedUserInfo: [String: any NSSecureCoding]?
  var storedTarget: Any?

  public init(
    type: String, localizedTitle: String, localizedSubtitle: String?,
    icon: UIApplicationShortcutIcon?,
    userInfo: [String: any NSSecureCoding]? = nil
  ) {
    storedType = type
    storedTitle = localizedTitle
    storedSubtitle = localizedSubtitle
    storedIcon = icon
    storedUserInfo = userInfo
    super.init()
    if let userInfo, !PlistEncodable.check(userInfo) {
      UIKitDouble.log.append("userInfo of '\(type)' is not plist-encodable")
    }
  }

  public convenience init(type: String, localizedTitle: String) {
    self.init(
      type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
  }

  open var type: String { storedType }
  open var localizedTitle: String { storedTitle }
  open var localizedSubtitle: String? { storedSubtitle }
  open var icon: UIApplicationShortcutIcon? { storedIcon }
  open var userInfo: [String: any NSSecureCoding]? { storedUserInfo }
  /// "used with UISceneActivationConditions to customize what scene should be activated".
  ///
  /// - SDK check: availability from the documentation page `targetContentIdentifier` ("iOS
  ///   13.0+", with scenes), which the 17.4 header does not mark.
  @available(iOS 13.0, *)
  open var targetContentIdentifier: Any? { storedTarget }
}

/// UIKit/UIApplicationShortcutItem.h: `UIMutableApplicationShortcutItem`.
@available(iOS 9.0, *)
@available(tvOS, unavailable)
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
  open override var type: String {
    get { storedType }
    set { storedType = newValue }
  }
  open override var localizedTitle: String {
    get { storedTitle }
    set { storedTitle = newValue }
  }
  open override var localizedSubtitle: String? {
    get { storedSubtitle }
    set { storedSubtitle = newValue }
  }
  open override var icon: UIApplicationShortcutIcon? {
    get { storedIcon }
    set { storedIcon = newValue }
  }
  open override var userInfo: [String: any NSSecureCoding]? {
    get { storedUserInfo }
    set { storedUserInfo = newValue }
  }
  /// - SDK check: availability from the documentation page, as the superclass's.
  @available(iOS 13.0, *)
  open override var targetContentIdentifier: Any? {
    get { storedTarget }
    set { storedTarget = newValue }
  }
}

@available(*, unavailable)
extension UIApplicationShortcutIcon: @unchecked Sendable {}

@available(*, unavailable)
extension UIApplicationShortcutItem: @unchecked Sendable {}

/// What `NSPropertyListSerialization` can write: strings, numbers, dates, data, and arrays and
/// string-keyed dictionaries of them.
enum PlistEncodable {
  static func check(_ value: Any) -> Bool {
    switch value {
    case is String, is NSString, is NSNumber, is Date, is NSDate, is Data, is NSData: return true
    case let array as [Any]: return array.allSatisfy(check)
    case let array as NSArray: return array.allSatisfy(check)
    case let dict as [String: Any]: return dict.values.allSatisfy(check)
    case let dict as NSDictionary:
      return dict.allSatisfy { $0.key is String || $0.key is NSString }
        && dict.allValues.allSatisfy(check)
    default: return false
    }
  }
}
