// fixture: deployment-target=iOS=16.0
import SwiftUI

struct Recipe: Identifiable {
  let id: Int
  let name: String
}

struct RecipesScreen: View {
  let recipes: [Recipe]

  var body: some View {
    NavigationStack {
      List(recipes) { recipe in
        NavigationLink(recipe.name) {
          Text(recipe.name)
        }
      }
      .navigationTitle("Recipes")
    }
  }
}

struct SettingsScreen: View {
  var body: some View {
    NavigationStack {
      Form {
        Toggle("Notifications", isOn: .constant(true))
      }
    }
    .tint(.orange)
    // one column on iPad too
    .onAppear {}
  }
}
