import SwiftUI

// The view's flexibility is read through what it refers to: properties and functions of
// this file, the project's own modifiers and button styles, and modifiers that keep a
// view's size.
struct Header: View {
    let title: String
    let isPinned: Bool
    let tags: [String]

    var body: some View {
        VStack {
            HStack {
                status
                Spacer()
            }
            HStack {
                Text(title).cardTitle()
                Spacer()
            }
            HStack {
                Spacer()
                Image(systemName: "pin").renderingMode(.template).allowsHitTesting(false)
            }
            HStack {
                Spacer()
                Button("Edit") {}.buttonStyle(Pill())
            }
            HStack {
                Button("Done") {}.buttonStyle(PlainButtonStyle())
                Spacer()
            }
            HStack {
                HStack {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag)
                    }
                    if isPinned {
                        Image(systemName: "pin.fill")
                    }
                }
                Spacer()
            }
            VStack {
                progress
                Spacer()
            }
            HStack {
                searchRow
                Spacer()
            }
        }
    }

    @ViewBuilder
    private var status: some View {
        if isPinned {
            Label("Pinned", systemImage: "pin")
        } else {
            Text("Draft").font(.caption)
        }
    }

    // A bar across the width, with a fixed height: not flexible vertically.
    private var progress: some View {
        GeometryReader { proxy in
            Capsule().frame(width: proxy.size.width / 2)
        }
        .frame(height: 4)
    }

    private var searchRow: some View {
        HStack {
            Image(systemName: "magnifyingglass")
            TextField("Search", text: .constant(""))
        }
    }
}

extension View {
    func cardTitle() -> some View {
        font(.headline).foregroundStyle(.secondary)
    }
}

struct Pill: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 8)
            .background(Capsule().fill(.tint))
    }
}

// A local bound in the body counts as its value.
struct Footer: View {
    var body: some View {
        let note = Text("Synced").font(.footnote)
        HStack {
            note
            Spacer()
        }
    }
}
