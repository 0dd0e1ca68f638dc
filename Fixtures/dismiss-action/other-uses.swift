// fixture: deployment-target=iOS=16.0
import SwiftUI

/// isPresented, passing the binding on and a member named dismiss: all reported, none changed.
struct Detail: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    Text(presentationMode.wrappedValue.isPresented ? "Shown" : "Hidden")
      .onTapGesture { presentationMode.wrappedValue.dismiss() }
  }
}

struct Wizard: View {
  @Environment(\.presentationMode) var presentationMode

  var body: some View {
    WizardStep(presentationMode: presentationMode)
  }
}

struct WizardStep: View {
  let presentationMode: Binding<PresentationMode>

  var body: some View {
    Button("Finish") { presentationMode.wrappedValue.dismiss() }
  }
}

struct Composer: View {
  @Environment(\.presentationMode) private var presentationMode

  var body: some View {
    Button("Send") { dismiss(sent: true) }
  }

  func dismiss(sent: Bool) {
    if sent { presentationMode.wrappedValue.dismiss() }
  }
}

struct Shadowed: View {
  @Environment(\.presentationMode) private var presentationMode
  let actions: [() -> Void]

  var body: some View {
    ForEach(0..<actions.count, id: \.self) { index in
      Button("Run") {
        let dismiss = actions[index]
        dismiss()
        presentationMode.wrappedValue.dismiss()
      }
    }
  }
}
