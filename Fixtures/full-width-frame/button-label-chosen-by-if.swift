import SwiftUI

// A Button whose label is one image or another is as wide as that image: each branch of the
// `if` holds one view of its own size, so the stack and the frame place it the same way.
// A branch that may fill the width (a resizable image) makes the label flexible: left alone.
struct ResizeToggle: View {
  @Binding var isLarge: Bool

  var body: some View {
    VStack {
      HStack {
        Spacer()
        Button {
          isLarge.toggle()
        } label: {
          if isLarge {
            Image(systemName: "arrow.down.right.and.arrow.up.left")
          } else {
            Image(systemName: "arrow.up.left.and.arrow.down.right")
          }
        }
      }
      HStack {
        Spacer()
        Button {
          isLarge.toggle()
        } label: {
          if isLarge {
            Image(systemName: "minus")
          } else {
            Image("banner").resizable()
          }
        }
      }
    }
  }
}
