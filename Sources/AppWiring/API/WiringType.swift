/// A type of the app that takes part in its wiring: an app delegate, a scene delegate, a
/// notification-center delegate or the SwiftUI `App`, with every declaration of it (its
/// extensions and Objective-C categories included) merged.
public struct WiringType: Sendable, Hashable {
  /// The type's name, without its module.
  public var name: String
  /// Where it is declared (the class, struct or `@implementation`; an extension's when that
  /// is all the reader saw).
  public var place: SourcePlace
  /// The language of its main declaration.
  public var language: WiringLanguage
  /// Its superclass and protocols as written, in order, without modules.
  public var inherits: [String]
  /// Whether it is marked `@main` or `@UIApplicationMain`, and where.
  public var mainAttribute: SourcePlace?
  /// The `@UIApplicationDelegateAdaptor` property of a SwiftUI `App`: the delegate type.
  public var delegateAdaptor: (name: String, place: SourcePlace)?
  /// The door callbacks it implements, in file order.
  public var callbacks: [DoorCallback]
  /// Whether the reader saw its class declaration (not only extensions or categories).
  public var declared: Bool

  /// The callback of `kind`, when it has one.
  public func callback(_ kind: CallbackKind) -> DoorCallback? {
    callbacks.first { $0.kind == kind }
  }

  /// Whether it declares `name` among what it inherits.
  public func conforms(to name: String) -> Bool { inherits.contains(name) }

  /// Whether it is a SwiftUI `App` (`struct X: App`).
  public var isSwiftUIApp: Bool { inherits.contains("App") && language == .swift }

  /// Whether two types are the same declarations with the same callbacks.
  public static func == (a: WiringType, b: WiringType) -> Bool {
    a.name == b.name && a.place == b.place && a.callbacks == b.callbacks
      && a.inherits == b.inherits && a.delegateAdaptor?.name == b.delegateAdaptor?.name
  }

  /// Hashes the name and place.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(place)
  }
}

/// One door callback a type implements, with what its body shows.
public struct DoorCallback: Sendable, Hashable {
  /// Which callback.
  public var kind: CallbackKind
  /// The type that implements it.
  public var owner: String
  /// Where its name is written.
  public var place: SourcePlace
  /// The language it is written in.
  public var language: WiringLanguage
  /// The entries the body reads from its options or launch options (cold launch), each once,
  /// at its first place.
  public var coldReads: [ColdRead]
  /// Where the options parameter is used otherwise than to read one of its members (passed on,
  /// kept): then what it reads is not known, and nothing is said about what it does not read.
  public var optionsEscape: SourcePlace?
  /// Whether the completion handler is called, when the callback has one.
  public var completion: CompletionFact?
  /// The `return` statements of the body itself (not of closures inside), in order.
  public var returns: [ReturnFact]
  /// `configurationForConnecting`: the classes set as `delegateClass`, and the configuration
  /// names used.
  public var delegateClasses: [NamedPlace]
  /// `configurationForConnecting`: the configuration names it creates configurations with.
  public var configurationNames: [NamedPlace]

  /// The callback's name as written in its language.
  public var name: String { kind.name(in: language) }

  /// The cold read of `door`, if any.
  public func coldRead(_ door: WiringDoor) -> ColdRead? { coldReads.first { $0.door == door } }
}

/// A name and where it is written.
public struct NamedPlace: Sendable, Hashable {
  /// The name.
  public var name: String
  /// Where.
  public var place: SourcePlace

  /// A name at a place.
  public init(name: String, place: SourcePlace) {
    self.name = name
    self.place = place
  }
}

/// An entry read at launch: `connectionOptions.shortcutItem`, `launchOptions[.url]`.
public struct ColdRead: Sendable, Hashable {
  /// The door read.
  public var door: WiringDoor
  /// Whether it is read from the launch options (`launchOptions[…]`, an app-delegate read)
  /// rather than the scene's connection options.
  public var fromLaunchOptions: Bool
  /// The member or key as written (`shortcutItem`, `UIApplicationLaunchOptionsURLKey`).
  public var member: String
  /// Where.
  public var place: SourcePlace
}

/// Whether a completion handler is called.
public enum CompletionFact: Sendable, Hashable {
  /// It is named on every path the reader sees (called, or handed on).
  case handled
  /// The body never names it: never called.
  case neverCalled(parameter: String)
  /// The body returns at `place` before naming it on that path.
  case notCalledBeforeReturn(parameter: String, place: SourcePlace)
  /// The reader could not tell (the parameter has no name, or the body is not understood).
  case unknown
}

/// One `return` of a callback's body.
public struct ReturnFact: Sendable, Hashable {
  /// What is returned.
  public enum Value: Sendable, Hashable {
    /// `true` or `YES`.
    case yes
    /// `false` or `NO`.
    case no
    /// Any other expression.
    case other
    /// No value (`return` alone).
    case nothing
  }
  /// The value, when it is a literal.
  public var value: Value
  /// Where the `return` is.
  public var place: SourcePlace
}
