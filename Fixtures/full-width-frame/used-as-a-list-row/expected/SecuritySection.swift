import SwiftUI

struct SecuritySection: View {
  @Binding var locked: Bool

  var body: some View {
    Section("Security") {
      Toggle("Lock with a passcode", isOn: $locked)
      if locked {
        PasscodeRow()
      }
    }
  }
}
