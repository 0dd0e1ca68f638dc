// fixture: include-review deployment-target=iOS=26.0,macOS=26.0
import SwiftUI

// A scroll view the user cannot scroll (a banner clipped by a disabled ScrollView): no row
// can scroll out from under the title laid over it, so there is nothing to reserve.
struct TripHeader: View {
    let photo: Image
    let title: String

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            ScrollView {
                photo
                    .resizable()
                    .aspectRatio(contentMode: .fill)
            }
            .disabled(true)

            Button(title) {}
                .padding()
        }
    }
}

struct StepsPreview: View {
    let steps: [String]

    var body: some View {
        List(steps, id: \.self) { Text($0) }
            .scrollDisabled(true)
            .overlay(alignment: .bottom) {
                Button("Start") {}
            }
    }
}

// A scroller that ignores the safe area at the bar's edge runs under a safe-area bar all
// the same: the rewrite would reserve nothing.
struct GalleryHeader: View {
    let photos: [String]

    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                ForEach(photos, id: \.self) { Text($0) }
            }
            .ignoresSafeArea()

            Button("Close") {}
        }
    }
}

struct Timeline: View {
    let events: [String]

    var body: some View {
        List(events, id: \.self) { Text($0) }
            .edgesIgnoringSafeArea(.bottom)
            .overlay(alignment: .bottom) {
                Button("Add") {}
            }
    }
}

// Ignoring another edge, only the keyboard, or a scroll view enabled by a condition:
// rewritten.
struct Chat: View {
    let lines: [String]
    let locked: Bool

    var body: some View {
        List(lines, id: \.self) { Text($0) }
            .ignoresSafeArea(edges: .top)
            .safeAreaBar(edge: .bottom) {
                Button("Reply") {}
            }
    }
}

struct Notes: View {
    let notes: [String]
    let locked: Bool

    var body: some View {
        ScrollView {
            ForEach(notes, id: \.self) { Text($0) }
        }
        .disabled(locked)
        .ignoresSafeArea(.keyboard)
        .safeAreaBar(edge: .bottom) {
            Button("New note") {}
        }
    }
}
