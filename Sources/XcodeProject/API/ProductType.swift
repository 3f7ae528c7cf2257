/// A native target's product type (`productType` in the pbxproj), such as
/// `com.apple.product-type.application`.
public struct ProductType: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
  /// The identifier as the pbxproj writes it.
  public var rawValue: String

  /// The product type `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// An app (iOS, macOS, tvOS, visionOS).
  public static let application = ProductType(rawValue: "com.apple.product-type.application")
  /// A watchOS app (`application.watchapp2`).
  public static let watchApp = ProductType(rawValue: "com.apple.product-type.application.watchapp2")
  /// A watchOS app in a container (`application.watchapp2-container`).
  public static let watchAppContainer = ProductType(
    rawValue: "com.apple.product-type.application.watchapp2-container")
  /// An App Clip (`application.on-demand-install-capable`).
  public static let appClip = ProductType(
    rawValue: "com.apple.product-type.application.on-demand-install-capable")
  /// An app extension.
  public static let appExtension = ProductType(rawValue: "com.apple.product-type.app-extension")
  /// An ExtensionKit extension (`extensionkit-extension`).
  public static let extensionKitExtension = ProductType(
    rawValue: "com.apple.product-type.extensionkit-extension")
  /// A watchOS extension (`watchkit2-extension`).
  public static let watchExtension = ProductType(
    rawValue: "com.apple.product-type.watchkit2-extension")
  /// An iMessage extension (`app-extension.messages`).
  public static let messagesExtension = ProductType(
    rawValue: "com.apple.product-type.app-extension.messages")
  /// A framework.
  public static let framework = ProductType(rawValue: "com.apple.product-type.framework")
  /// A unit-test bundle.
  public static let unitTestBundle = ProductType(
    rawValue: "com.apple.product-type.bundle.unit-test")
  /// A UI-test bundle.
  public static let uiTestBundle = ProductType(rawValue: "com.apple.product-type.bundle.ui-testing")

  /// Whether the product is an app of any kind (its type starts `application`).
  public var isApplication: Bool { rawValue.hasPrefix("com.apple.product-type.application") }

  /// Whether the product is an app extension of any kind (app, ExtensionKit, watch, Messages).
  public var isExtension: Bool {
    rawValue.hasPrefix("com.apple.product-type.app-extension") || self == .extensionKitExtension
      || self == .watchExtension || rawValue == "com.apple.product-type.tv-app-extension"
  }

  /// Whether the product is a test bundle.
  public var isTestBundle: Bool {
    rawValue.hasPrefix("com.apple.product-type.bundle.") && rawValue.contains("test")
  }

  /// The bundle's package type, the default of `PRODUCT_BUNDLE_PACKAGE_TYPE` (`APPL`, `XPC!`,
  /// `FMWK`, `BNDL`), as Xcode's product type specifications set it.
  public var packageType: String {
    if isApplication { return "APPL" }
    if isExtension { return "XPC!" }
    if self == .framework { return "FMWK" }
    return "BNDL"
  }

  /// The bundle's file extension, the default of `WRAPPER_EXTENSION`.
  public var wrapperExtension: String {
    if isApplication { return "app" }
    if isExtension { return "appex" }
    if self == .framework { return "framework" }
    if isTestBundle { return "xctest" }
    return "bundle"
  }

  public var description: String {
    rawValue.hasPrefix("com.apple.product-type.")
      ? String(rawValue.dropFirst("com.apple.product-type.".count)) : rawValue
  }
}
