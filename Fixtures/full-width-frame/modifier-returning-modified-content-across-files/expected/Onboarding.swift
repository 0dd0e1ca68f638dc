import SwiftUI

struct OnboardingHint: View {
  var body: some View {
    VStack {
      Label("Open settings", systemImage: "gearshape")
        .capsuleBackdrop(inset: 4)
        .frame(maxWidth: .infinity, alignment: .trailing)
      // As wide as it is offered: left as is.
      HStack {
        Text("Step 1 of 3")
          .rowStretch()
        Spacer()
      }
    }
  }
}
