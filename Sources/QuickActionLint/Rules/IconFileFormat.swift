import QuickActions

/// `icon-file-format`: an icon image set that will not look right: the wrong size, no
/// transparency, set to render as original, or a scale missing (checked with --assets DIR).
enum IconFileFormat: LintRule {
  static let id = "icon-file-format"
  static let severity = Finding.Severity.warning
  static let documentation = doc(
    "An icon file's image set (--assets DIR) does not make a quick-action icon: 35×35 points (70×70 px at 2x, 105×105 at 3x, or one vector PDF or SVG), one colour with transparency, rendered as a template. Sizes are read from the PNG headers, the rest from Contents.json.",
    why:
      "iOS draws a quick-action icon from its alpha channel, in one colour: an image without transparency shows as a filled square, a larger one is scaled down blurred, and a missing 3x image is stretched on every current iPhone. (Apple's guidance, as the 3D Touch article puts it: 35×35 points, one colour.)",
    example: "icon_post.imageset with a 64×64 opaque PNG at 2x")

  /// The icon's side in points.
  static let points = 35

  static func check(_ context: LintContext) -> [Finding] {
    guard let assets = context.configuration.assets else { return [] }
    var out: [Finding] = []
    for item in context.items {
      guard let entry = item.entry(.iconFile), let raw = entry.value.stringValue,
        let name = assets.imageName(context.configuration.buildSettings.expand(raw)),
        let set = assets.imageSets[name]
      else { continue }
      let problems = problems(set)
      guard !problems.isEmpty else { continue }
      out.append(
        context.finding(
          Self.self, "icon '\(MessageText.clip(name))' " + problems.joined(separator: "; "),
          at: entry.value.location,
          notes: [Finding.Note("the image set", at: .unknown, file: set.path + "/Contents.json")]))
    }
    return out
  }

  static func problems(_ set: AssetIndex.ImageSet) -> [String] {
    var out: [String] = []
    let pngs = set.images.filter { $0.pixelSize != nil }
    let vector = set.images.contains(where: \.isVector)
    for image in pngs {
      guard let size = image.pixelSize else { continue }
      let scale = image.scale ?? 1
      let expected = points * scale
      if size.width != expected || size.height != expected {
        out.append(
          "is \(size.width)×\(size.height) px at \(scale)x (\(image.file)); at \(scale)x, \(points)×\(points) points are \(expected)×\(expected) px"
        )
      }
    }
    if !pngs.isEmpty, pngs.allSatisfy({ $0.hasAlpha == false }) {
      out.append(
        "has no transparency: iOS draws the icon from its alpha, so it shows as a filled square")
    }
    if set.renderingIntent == "original" {
      out.append(
        "is set to render as original, but iOS draws quick-action icons as templates, in one colour"
      )
    }
    if !vector, !pngs.isEmpty {
      let scales = Set(pngs.compactMap(\.scale))
      let missing = [2, 3].filter { !scales.contains($0) }
      if !missing.isEmpty {
        out.append(
          "has no \(missing.map { "\($0)x" }.joined(separator: " or ")) image: it is stretched on screens of that scale"
        )
      }
    }
    return out
  }
}
