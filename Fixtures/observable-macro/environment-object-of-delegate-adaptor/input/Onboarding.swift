// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// No delegate: the one `environmentObject(_:)` call passes an AppDelegate, so nothing keeps
/// this model an ObservableObject (while that object's type was unknown, every class stayed).
final class OnboardingModel: ObservableObject {
  @Published var page = 0
}

struct OnboardingScreen: View {
  @StateObject private var model = OnboardingModel()

  var body: some View {
    Text("Page \(model.page)")
  }
}
