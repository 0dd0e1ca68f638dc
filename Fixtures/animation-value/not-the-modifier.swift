// fixture: deployment-target=iOS=16.0
import SwiftUI

/// Binding.animation, AnyTransition.animation and animation(_:value:) are not the deprecated
/// modifier; neither is a project method with another label.
struct Drawer: View {
  @State private var isOpen = false
  @State private var showsHint = false

  var body: some View {
    VStack {
      Toggle("Open", isOn: $isOpen.animation(.spring()))
      Toggle("Hint", isOn: $showsHint.animation())
      if showsHint {
        Text("Swipe up")
          .transition(.opacity.animation(.easeIn))
          .transition(AnyTransition.move(edge: .bottom).animation(.easeOut))
      }
      Rectangle()
        .frame(height: isOpen ? 300 : 80)
        .animation(.spring(), value: isOpen)
    }
  }
}

struct Timeline {
  func animation(named name: String) -> Timeline { self }
}

let intro = Timeline().animation(named: "intro")
