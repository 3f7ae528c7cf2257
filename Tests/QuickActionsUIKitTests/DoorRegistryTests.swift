#if UIKIT_DOUBLE
  import QuickActions
  import QuickActionsUIKit
  import Testing
  import UIKitDouble

  extension OnTheDouble {
    /// The adapter's door registry (`QuickActionHooks.connectionReaders`): each door's part of a
    /// scene's connection options is read, so no door's arrival is lost at a cold launch.
    @MainActor
    @Suite struct DoorRegistryTests {
      @Test("every door reads its part of the connection options")
      func everyDoor() {
        let doors = QuickActionHooks<UIKitNavigator>.connectionReaders.map(\.door)
        #expect(DoorKind.registryProblems(doors).isEmpty)
        #expect(doors == DoorKind.allCases)
      }
    }
  }
#endif
