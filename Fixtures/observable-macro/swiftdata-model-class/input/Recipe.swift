// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI
#if canImport(SwiftData)
import SwiftData
#endif

/// A SwiftData model is observable through `@Model` already; the `ObservableObject`
/// conformance publishes one transient flag. `@Observable` beside `@Model` would declare the
/// observation registrar twice and not compile, so the class and its uses stay as they are.
@Model
final class Recipe: ObservableObject {
  var title: String
  var servings: Int
  @Transient @Published var isScaling = false

  init(title: String, servings: Int) {
    self.title = title
    self.servings = servings
  }
}

struct RecipeRow: View {
  @ObservedObject var recipe: Recipe

  var body: some View {
    HStack {
      Text(recipe.title)
      if recipe.isScaling {
        ProgressView()
      }
    }
  }
}
