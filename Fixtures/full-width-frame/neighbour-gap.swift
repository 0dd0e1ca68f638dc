// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

// A spacer stack beside a button in a HStack with no spacing of its own: the inner stack's
// spacing (and its Spacer's minimum) was the only gap between the message and the button.
// The frame lets a long message run up to the button: review, with that reason.
struct ToastRow: View {
    let message: String
    let gap: CGFloat

    var body: some View {
        HStack(spacing: 0) {
            HStack(spacing: 12) {
                Text(message)
                Spacer(minLength: 0)
            }
            Button("Undo") {}
        }
    }
}

// The same with the stacks' default spacing inside and a spacing the file cannot evaluate
// around it, pushed the other way: the button stands before the Spacer.
struct BadgeRow: View {
    let badge: String
    let gap: CGFloat

    var body: some View {
        HStack(spacing: gap) {
            Image(systemName: "xmark")
            HStack {
                Spacer()
                Text(badge)
            }
        }
    }
}

// Column twin: a caption pushed up above a footer in a VStack(spacing: .zero).
struct CaptionColumn: View {
    let caption: String

    var body: some View {
        VStack(spacing: .zero) {
            VStack {
                Text(caption)
                Spacer()
            }
            Text("Footer")
        }
    }
}

// Still safe: the outer stack keeps its own gap (default, or a positive number), the
// neighbour is on the side without a Spacer, padding keeps the gap, or the inner stack has
// no reserve at all (spacing 0 and Spacer(minLength: 0)).
struct SafeRows: View {
    let title: String

    var body: some View {
        VStack {
            HStack {
                HStack {
                    Text(title)
                    Spacer()
                }
                Button("Edit") {}
            }
            HStack(spacing: 4) {
                HStack {
                    Text(title)
                    Spacer()
                }
                Button("Edit") {}
            }
            HStack(spacing: 0) {
                Button("Edit") {}
                HStack {
                    Text(title)
                    Spacer()
                }
            }
            HStack(spacing: 0) {
                HStack {
                    Text(title)
                    Spacer()
                }
                .padding(.trailing, 8)
                Button("Edit") {}
            }
            HStack(spacing: 0) {
                HStack(spacing: 0) {
                    Text(title)
                    Spacer(minLength: 0)
                }
                Button("Edit") {}
            }
        }
    }
}
