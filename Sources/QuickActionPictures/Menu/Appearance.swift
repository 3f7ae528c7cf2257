/// Light or dark: the colours of the Home Screen and its menu (iOS system colours:
/// `label`, `secondaryLabel`, `separator`, and the menu's material, approximated as flat
/// colours with opacity).
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  /// Light mode.
  case light
  /// Dark mode.
  case dark

  var wallpaperTop: String { self == .light ? "#9DB8DA" : "#1B2735" }
  var wallpaperBottom: String { self == .light ? "#D8C3E4" : "#3A2B4A" }
  var dim: String { self == .light ? "rgba(255,255,255,0.25)" : "rgba(0,0,0,0.35)" }
  var menu: String { self == .light ? "rgba(242,242,242,0.94)" : "rgba(37,37,37,0.94)" }
  var label: String { self == .light ? "#000000" : "#FFFFFF" }
  var secondaryLabel: String { self == .light ? "rgba(60,60,67,0.6)" : "rgba(235,235,245,0.6)" }
  var separator: String { self == .light ? "rgba(60,60,67,0.29)" : "rgba(84,84,88,0.6)" }
  var gap: String { self == .light ? "rgba(0,0,0,0.08)" : "rgba(0,0,0,0.45)" }
  /// `systemRed`, the colour of a destructive menu item ("Remove App").
  var destructive: String { self == .light ? "#FF3B30" : "#FF453A" }
  var page: String { self == .light ? "#FFFFFF" : "#111111" }
  var pageText: String { self == .light ? "#1D1D1F" : "#F5F5F7" }
}
