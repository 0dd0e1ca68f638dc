// fixture: include-review deployment-target=iOS=14.0
import SwiftUI

struct ToolbarButton: View {
  let size: CGFloat
  let isPressed: Bool
  let count: Int

  var body: some View {
    VStack {
      Text("A")
        .opacity(0.75)
        .frame(width: size, height: size)
        .background(
          Circle()
            .foregroundColor(.gray)
            .opacity(isPressed ? 0.8 : 0.7)
        )
        .scaleEffect(isPressed ? 1.2 : 1)
      Image(systemName: "\(count).circle.fill")
        .foregroundColor(.red)
        .frame(width: 16, height: 16)
        .background(Circle().fill(Color.white))
        .allowsHitTesting(false)
    }
  }
}
