// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

final class Pairing {
  var needsApproval = false
  func approve() {}
}

struct PairingScreen: View {
  let pairing: Pairing

  var body: some View {
    Text("Pairing")
      .alert(
        isPresented: .init(
          get: { pairing.needsApproval },
          set: { _ in pairing.approve() }
        )
      ) {
        Alert(
          title: Text("Approve this device"),
          message: Text("Another device asks to join."),
          dismissButton: .default(Text("OK"))
        )
      }
  }
}
