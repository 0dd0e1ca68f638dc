import SwiftUI

// The stack already fills both axes with its own frame: the new frame's only job, its
// alignment, goes into that frame instead of a second `.frame` right inside it.
struct LoadingPane: View {
    var body: some View {
        HStack {
            Text("Channels")
            VStack {
                Spacer()
                ProgressView()
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

struct SeekPreview: View {
    var body: some View {
        GeometryReader { proxy in
            VStack {
                Text("00:42")
                    .padding(.top, 16)
                Spacer()
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

struct Splash: View {
    var body: some View {
        HStack {
            Spacer()
            Image(systemName: "sparkles")
                .frame(width: 80, height: 80)
            Spacer()
        }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .center)
    }
}

// A frame that fixes the stack's axis is not one call with the new frame: two frames stay.
struct FixedRow: View {
    var body: some View {
        HStack {
            Spacer()
            ProgressView()
            Spacer()
        }
        .frame(height: 450)
    }
}
