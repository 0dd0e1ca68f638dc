import SwiftUI

struct ProfileFooter: View {
  var body: some View {
    VStack {
      // `.chipInset` (Chips.swift) only pads the view: no trait, rewritten as before.
      HStack {
        Spacer()
        Text("Edit profile")
          .chipInset()
      }
    }
  }
}
