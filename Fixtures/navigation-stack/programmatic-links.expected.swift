// fixture: include-review deployment-target=iOS=16.0
import SwiftUI

struct OnboardingScreen: View {
  @State private var showsNext = false
  @State private var selection: Int?

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink(isActive: $showsNext) {
          Text("Step 2")
        } label: {
          Text("Next")
        }
      }
    }
  }
}

struct PickerScreen: View {
  @State private var selection: Int?

  var body: some View {
    NavigationStack {
      List(0..<3, id: \.self) { index in
        NavigationLink(tag: index, selection: $selection) {
          Text("Item \(index)")
        } label: {
          Text("Row \(index)")
        }
      }
    }
  }
}
