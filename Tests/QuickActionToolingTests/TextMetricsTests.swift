import QuickActionTooling
import QuickActions
import Testing

@Suite struct TextMetricsTests {
  @Test("widths are Helvetica's AFM advances: 'Post a Spot' at 17 pt")
  func widths() {
    // P 667, o 556, s 500, t 278, space 278, a 556, space 278, S 667, p 556, o 556, t 278 = 5170
    #expect(TextMetrics.width("Post a Spot", size: 17) == 5170.0 * 17 / 1000)
    #expect(TextMetrics.width("日本", size: 10) == 20)
    #expect(TextMetrics.width("e\u{301}", size: 10) == 5.56)
  }

  @Test("a title that fits is kept; one that does not is cut with an ellipsis inside the width")
  func truncation() {
    #expect(TextMetrics.truncated("Post a Spot", width: 182, size: 17) == "Post a Spot")
    let long = "Neuen Beitrag verfassen und veröffentlichen"
    let cut = TextMetrics.truncated(long, width: 182, size: 17)
    #expect(cut == "Neuen Beitrag verfas\u{2026}")
    #expect(TextMetrics.width(cut, size: 17) <= 182)
  }

  @Test(
    "a title without a subtitle wraps at a space onto a second line, and only the second is truncated"
  )
  func wrapping() {
    let lines = TextMetrics.wrapped(
      "Neuen Beitrag verfassen und veröffentlichen lassen", width: 182, size: 17, lines: 2)
    #expect(lines == ["Neuen Beitrag", "verfassen und veröffe\u{2026}"])
    for line in lines { #expect(TextMetrics.width(line, size: 17) <= 182) }
    #expect(TextMetrics.wrapped("Short", width: 182, size: 17, lines: 2) == ["Short"])
    // A word longer than the line is broken inside the word.
    let word = TextMetrics.wrapped(
      String(repeating: "W", count: 30), width: 100, size: 17, lines: 2)
    #expect(word.count == 2)
    #expect(word[1].hasSuffix("\u{2026}"))
    for line in word { #expect(TextMetrics.width(line, size: 17) <= 100) }
  }
}

@Suite struct SystemIconNameTests {
  @Test("each of the 29 icons reads back from its Info.plist name; near misses do not")
  func names() {
    for icon in SystemIcon.allCases {
      #expect(SystemIcon(infoPlistName: icon.infoPlistName) == icon)
    }
    #expect(SystemIcon.compose.infoPlistName == "UIApplicationShortcutIconTypeCompose")
    #expect(SystemIcon.markLocation.infoPlistName == "UIApplicationShortcutIconTypeMarkLocation")
    for wrong in [
      "UIApplicationShortcutIconTypecompose", "UIApplicationShortcutIconTypeCompose ",
      "UIApplicationShortcutIconType",
      "Compose", "UIApplicationShortcutItemIconTypeCompose", "UIApplicationShortcutIconTypeÇompose",
    ] {
      #expect(SystemIcon(infoPlistName: wrong) == nil, "\(wrong)")
    }
  }
}
