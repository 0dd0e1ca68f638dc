// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// An icon on a tile of a fixed size: the tile filled the frame the ZStack was given, so
// the icon takes that frame and the tile goes behind it.
struct PermissionRow: View {
  let systemImage: String
  let title: String

  var body: some View {
    HStack(spacing: 12) {
      Image(systemName: systemImage)
        .font(.system(size: 16, weight: .semibold))
        .foregroundStyle(.blue)
        .frame(width: 34, height: 34)
        .background {
          RoundedRectangle(cornerRadius: 9, style: .continuous)
            .fill(Color.blue.opacity(0.15))
        }

      Text(title)
    }
  }
}

struct CancelButton: View {
  let cancel: () -> Void

  var body: some View {
    Button(action: cancel, label: {
      Text("Cancel").foregroundStyle(.white)
        .frame(width: 120, height: 24)
        .background {
          Color.white.opacity(0.2)
        }
    })
    .buttonStyle(.plain)
  }
}

struct Badge: View {
  let count: Int
  let pulsing: Bool

  var body: some View {
    Text("\(count)").frame(width: 18, height: 18).background { Circle().fill(Color.red) }.opacity(0.9)
    Text("\(count)")
      .frame(width: 24, height: 24)
      .background {
        Circle()
          .fill(Color.orange)
      }
      .scaleEffect(pulsing ? 1.2 : 1)
  }
}

// Not a fixed size on both axes, or the content placed off centre: the frame that keeps
// the layer's size stays.
struct Tiles: View {
  let height: CGFloat

  var body: some View {
    Text("Wide")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        Color.green
      }
      .frame(height: height)
    Text("Corner")
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background {
        Color.yellow
      }
      .frame(width: 80, height: 80)
  }
}
