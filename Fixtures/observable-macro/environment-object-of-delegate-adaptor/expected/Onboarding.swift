// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// No delegate: the one `environmentObject(_:)` call passes an AppDelegate, so nothing keeps
/// this model an ObservableObject (while that object's type was unknown, every class stayed).
@Observable
final class OnboardingModel {
  var page = 0
}

struct OnboardingScreen: View {
  @State private var model = OnboardingModel()

  var body: some View {
    Text("Page \(model.page)")
  }
}
