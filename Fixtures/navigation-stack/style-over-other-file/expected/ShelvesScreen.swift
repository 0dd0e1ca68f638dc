import SwiftUI

struct ShelvesScreen: View {
  let shelves = ["Spices", "Grains"]

  var body: some View {
    NavigationStack {
      List(shelves, id: \.self) { shelf in
        Text(shelf)
      }
      .navigationTitle("Shelves")
    }
  }
}

struct PantrySettings: View {
  var body: some View {
    NavigationStack {
      Form {
        Toggle("Expiry reminders", isOn: .constant(true))
      }
    }
  }
}
