import SwiftUI

// A View extension whose body is a bare `frame(…)` on its implicit self sizes a view as that
// frame does, read from another file by its labels: `fillWidth()` fills the width only (a
// Spacer beside it in an HStack shares the space, above it in a VStack it is a frame), and
// `square(_:)` fixes both lengths.

struct SavedBanner: View {
    var body: some View {
        VStack {
            Spacer()
            Text("Saved")
                .padding()
                .fillWidth()
        }
    }
}

struct TagRow: View {
    let tag: String

    var body: some View {
        HStack {
            Text(tag)
                .fillWidth(.leading)
            Spacer()
        }
    }
}

struct AvatarRow: View {
    var body: some View {
        HStack {
            Circle()
                .square(32)
            Spacer()
        }
    }
}
