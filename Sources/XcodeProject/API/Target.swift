/// A native target (`PBXNativeTarget`) of a project.
public struct Target: Sendable, Hashable {
  /// The object's identifier in the pbxproj.
  public var id: String
  /// The target's name (`TARGET_NAME`).
  public var name: String
  /// `productName`, when written.
  public var productName: String?
  /// What the target builds.
  public var productType: ProductType
  /// The target's build configurations.
  public var configurations: [BuildConfiguration]
  /// The configuration a command-line build uses (`defaultConfigurationName`).
  public var defaultConfigurationName: String?
  /// The files of its Copy Bundle Resources phase.
  public var resources: [ProjectFile]
  /// Its Xcode 16 synchronized folders.
  public var synchronizedFolders: [SynchronizedFolder]
  /// Where the target is defined in the pbxproj.
  public var location: ProjectLocation

  /// A target; `XcodeProject` reads them.
  public init(
    id: String, name: String, productName: String?, productType: ProductType,
    configurations: [BuildConfiguration],
    defaultConfigurationName: String?, resources: [ProjectFile],
    synchronizedFolders: [SynchronizedFolder],
    location: ProjectLocation
  ) {
    self.id = id
    self.name = name
    self.productName = productName
    self.productType = productType
    self.configurations = configurations
    self.defaultConfigurationName = defaultConfigurationName
    self.resources = resources
    self.synchronizedFolders = synchronizedFolders
    self.location = location
  }

  /// The configuration named `name`.
  public func configuration(named name: String) -> BuildConfiguration? {
    configurations.first { $0.name == name }
  }
}
