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
        "Approve this device",
        isPresented: .init(
          get: { pairing.needsApproval },
          set: { _ in pairing.approve() }
        )
      ) {
        Button("OK") {}
      } message: {
        Text("Another device asks to join.")
      }
  }
}
