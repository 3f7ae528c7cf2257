import QuickActions
import QuickActionsUIKit
import Testing

@Suite struct ModalKindTests {
  @Test(
    "each UIModalPresentationStyle reads as the model's style",
    arguments: [
      (ModalKind.pageSheet, NavigationState.Presentation.Style.sheet), (.formSheet, .sheet),
      (.automatic, .sheet), (.none, .sheet),
      (.fullScreen, .fullScreen), (.overFullScreen, .fullScreen), (.currentContext, .fullScreen),
      (.overCurrentContext, .fullScreen), (.custom, .fullScreen), (.popover, .popover),
    ])
  func reading(_ kind: ModalKind, _ style: NavigationState.Presentation.Style) {
    #expect(kind.style == style)
  }

  @Test("presenting a style uses a kind that reads back as that style; an alert has no kind")
  func presenting() {
    for style in NavigationState.Presentation.Style.allCases {
      if let kind = ModalKind(presenting: style) {
        #expect(kind.style == style)
      } else {
        #expect(style == .alert)
      }
    }
  }
}
