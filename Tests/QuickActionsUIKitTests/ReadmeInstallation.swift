// The README's "Telling the navigator which screen a view controller shows", between the
// markers, word for word: against the UIKit double on Linux, the real UIKit on Apple platforms
// (and in .ci/sdk-check).
// swift format leaves the file as it stands: between the markers it is the document's block,
// laid out as there.
// swift-format-ignore-file
#if UIKIT_DOUBLE || canImport(UIKit)
import Foundation
import QuickActions
import QuickActionsUIKit
#if UIKIT_DOUBLE
import UIKitDouble  // stands in for `import UIKit`
#else
import UIKit
#endif

// README: begin
final class QuestionViewController: UIViewController, ScreenIdentifiable, UnsavedChangesReporting {
  let questionID: String
  var draft = ""

  init(questionID: String) {
    self.questionID = questionID
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  var screen: Screen { Screen("question", parameters: ["questionID": questionID]) }
  var hasUnsavedChanges: Bool { !draft.isEmpty }
}
// README: end
#endif
