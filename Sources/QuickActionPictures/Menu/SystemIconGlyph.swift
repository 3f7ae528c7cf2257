import QuickActions

/// The 29 system icons (`UIApplicationShortcutIcon.IconType`) as simple glyphs of the project's
/// own, drawn with strokes in a 24-point box. They stand for Apple's artwork, which cannot be
/// shipped; each is recognisable, none is a copy.
enum SystemIconGlyph {
  /// SVG elements for `icon`, in a 0…24 box, stroked with `currentColor`.
  static func elements(_ icon: SystemIcon) -> String {
    switch icon {
    case .compose:
      return
        #"<rect x="3" y="5" width="14" height="16" rx="2"/><path d="M10 14 L20 4 L22 6 L12 16 L9 17 Z"/>"#
    case .play: return #"<path d="M7 4 L20 12 L7 20 Z" fill="currentColor"/>"#
    case .pause:
      return
        #"<rect x="6" y="4" width="4" height="16" fill="currentColor"/><rect x="14" y="4" width="4" height="16" fill="currentColor"/>"#
    case .add: return #"<path d="M12 4 V20 M4 12 H20"/>"#
    case .location: return #"<path d="M3 11 L21 3 L13 21 L11 13 Z"/>"#
    case .search: return #"<circle cx="10" cy="10" r="6"/><path d="M15 15 L21 21"/>"#
    case .share:
      return #"<path d="M12 3 V15 M8 7 L12 3 L16 7"/><path d="M8 10 H5 V21 H19 V10 H16"/>"#
    case .prohibit: return #"<circle cx="12" cy="12" r="9"/><path d="M6 6 L18 18"/>"#
    case .contact: return #"<circle cx="12" cy="8" r="4"/><path d="M4 21 C4 15 20 15 20 21"/>"#
    case .home: return #"<path d="M3 11 L12 3 L21 11 M6 9 V21 H18 V9"/>"#
    case .markLocation:
      return
        #"<path d="M12 22 C6 15 5 12 5 9 A7 7 0 0 1 19 9 C19 12 18 15 12 22 Z"/><circle cx="12" cy="9" r="2.5"/>"#
    case .favorite:
      return
        #"<path d="M12 3 L14.6 9 L21 9.3 L16 13.4 L17.6 20 L12 16.4 L6.4 20 L8 13.4 L3 9.3 L9.4 9 Z"/>"#
    case .love:
      return
        #"<path d="M12 20 C4 14 3 10 3 8 A4.5 4.5 0 0 1 12 6 A4.5 4.5 0 0 1 21 8 C21 10 20 14 12 20 Z"/>"#
    case .cloud:
      return #"<path d="M7 18 A4 4 0 0 1 7 10 A5.5 5.5 0 0 1 17.5 9 A4.5 4.5 0 0 1 17.5 18 Z"/>"#
    case .invitation:
      return
        #"<rect x="3" y="9" width="18" height="12" rx="1"/><path d="M3 10 L12 3 L21 10 M3 10 L12 16 L21 10"/>"#
    case .confirmation:
      return #"<circle cx="12" cy="12" r="9"/><path d="M7.5 12.5 L10.5 15.5 L16.5 9"/>"#
    case .mail:
      return #"<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 6 L12 13 L21 6"/>"#
    case .message: return #"<path d="M4 5 H20 V16 H10 L5 20 V16 H4 Z"/>"#
    case .date:
      return
        #"<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10 H21 M8 3 V7 M16 3 V7"/>"#
    case .time: return #"<circle cx="12" cy="12" r="9"/><path d="M12 7 V12 L16 14"/>"#
    case .capturePhoto:
      return #"<path d="M3 8 H7 L9 5 H15 L17 8 H21 V19 H3 Z"/><circle cx="12" cy="13" r="3.5"/>"#
    case .captureVideo:
      return
        #"<rect x="2" y="7" width="14" height="11" rx="2"/><path d="M16 11 L22 7 V18 L16 14"/>"#
    case .task: return #"<circle cx="12" cy="12" r="8"/>"#
    case .taskCompleted:
      return
        #"<circle cx="12" cy="12" r="8" fill="currentColor"/><path d="M8 12.5 L11 15 L16 9" stroke="white"/>"#
    case .alarm:
      return #"<circle cx="12" cy="13" r="7.5"/><path d="M12 9 V13 L15 15 M3 6 L6 3 M21 6 L18 3"/>"#
    case .bookmark: return #"<path d="M6 3 H18 V21 L12 16 L6 21 Z"/>"#
    case .shuffle:
      return
        #"<path d="M3 7 H7 L15 17 H21 M3 17 H7 L15 7 H21 M18 4 L21 7 L18 10 M18 14 L21 17 L18 20"/>"#
    case .audio:
      return
        #"<path d="M4 9 H8 L13 5 V19 L8 15 H4 Z M16 9 A4 4 0 0 1 16 15 M18.5 6.5 A7.5 7.5 0 0 1 18.5 17.5"/>"#
    case .update: return #"<path d="M19 12 A7 7 0 1 1 16.5 6.6 M17 3 V7 H13"/>"#
    }
  }
}
