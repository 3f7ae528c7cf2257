#if UIKIT_DOUBLE
import Foundation
import QuickActions
import QuickActionsUIKit
import UIKitDouble  // stands in for `import UIKit`

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
