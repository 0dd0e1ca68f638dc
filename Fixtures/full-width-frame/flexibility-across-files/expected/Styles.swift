import SwiftUI

extension View {
    func chip() -> some View {
        padding(4).background(Capsule().fill(.gray))
    }

    func banner() -> some View {
        frame(minWidth: 120)
    }
}

extension Text {
    func tagLine() -> some View {
        font(.caption).foregroundColor(.secondary)
    }
}

struct Badge: View {
    let count: Int

    var body: some View {
        VStack {
            Text("\(count)")
            Text("new")
        }
    }
}
