// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A letter on a round chip, the ZStack's frame written with its default alignment: the
// chip filled that frame, so the letter takes it and the chip goes behind.
struct InitialChip: View {
  let letter: Character
  let tint: Color

  var body: some View {
    Text(String(letter))
      .font(.caption2.bold())
      .padding(.horizontal, 1)
      .frame(width: 22, height: 22, alignment: .center)
      .background {
        Circle()
          .foregroundStyle(tint)
      }
  }
}

// A modifier after the closing brace, on its line: it starts a line after the new ones.
struct StatusBadge: View {
  let label: String

  var body: some View {
    Text(label)
      .font(.footnote)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        Capsule()
          .fill(Color.gray.opacity(0.3))
      }
      .padding(2)
  }
}
