import SwiftUI

/// The stack's own frames already fill the width (a fixed height, then maxWidth: .infinity):
/// the new frame would be a second full-width frame, so none is written when its alignment
/// is the same; a leading stack still needs its own.
struct UpdateButton: View {
  let title: String
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      Text(title)
        .font(.headline)
        .frame(height: 46)
        .frame(maxWidth: .infinity)
        .background(Color.blue)
        .padding(.horizontal, 12)
    }
  }
}

struct SectionTitle: View {
  let title: String

  var body: some View {
    VStack {
      Text(title).frame(height: 30).frame(maxWidth: .infinity)
      Text(title)
        .frame(maxWidth: .infinity, alignment: .leading)
        .frame(height: 30)
        .frame(maxWidth: .infinity)
    }
  }
}
