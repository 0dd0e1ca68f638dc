// fixture: include-review deployment-target=macOS=14.0
import SwiftUI

/// `}` on a line of its own with the ZStack's modifiers one level in, as some authors write
/// every chain after a brace: the modifiers the fix adds and the ones the ZStack had line up.
struct MeterBar: View {
    var level: Double

    var body: some View {
        ZStack {
            Rectangle().fill(Color(white: 0.2))

            MeterFill(level: level)
        }
            .clipShape(Capsule())
            .overlay(Capsule().stroke(Color.gray, lineWidth: 1))
            .frame(height: 8)
    }
}

struct MeterCard: View {
    var body: some View {
        ZStack {
            Color.gray.opacity(0.1)
            VStack {
                Text("Level")
                Text("High")
            }
        }
            .padding()
            .onTapGesture {
                print("tapped")
            }
    }
}

struct MeterFill: View {
    var level: Double

    var body: some View {
        Capsule().fill(.green)
    }
}
