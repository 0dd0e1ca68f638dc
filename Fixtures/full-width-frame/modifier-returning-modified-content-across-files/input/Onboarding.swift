import SwiftUI

struct OnboardingHint: View {
  var body: some View {
    VStack {
      HStack {
        Spacer()
        Label("Open settings", systemImage: "gearshape")
          .capsuleBackdrop(inset: 4)
      }
      // As wide as it is offered: left as is.
      HStack {
        Text("Step 1 of 3")
          .rowStretch()
        Spacer()
      }
    }
  }
}
