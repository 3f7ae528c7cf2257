import PropertyList

/// The spelling of each option that more than one command takes. Each command declares it in
/// its own table (its value, help and place in the request may differ) under this one name.
enum OptionName {
  static let format = "--format"
  static let define = "--define"
  static let strings = "--strings"
  static let manifest = "--manifest"
  static let state = "--state"
  static let userInfo = "--user-info"
  static let dynamic = "--dynamic"
  static let language = "--language"
  static let assets = "--assets"
  static let output = "--output"
  static let app = "--app"
  static let package = "--package"
  static let activity = "--activity"
  static let project = "--project"
  static let configuration = "--configuration"
  static let aasa = "--aasa"
}

extension CommandOption {
  /// `--define VAR=VALUE`, the same in every command that expands build settings.
  static func define(set: @escaping @Sendable (inout Request, [(String, String)]) -> Void) -> Self {
    .pairs(
      OptionName.define, "VAR=VALUE", help: "a build setting for $(VAR) references; repeatable",
      set: set)
  }

  /// `--format text|json`, for a command whose report is text (default) or JSON.
  static func format(to path: WritableKeyPath<Request, ReportFormat> & Sendable) -> Self {
    .choice(OptionName.format, "FORMAT", help: "text (default) or json", to: path)
  }
}
