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
            Text(message)
                .frame(maxWidth: .infinity, alignment: .leading)
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
            Text(badge)
                .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }
}

// Column twin: a caption pushed up above a footer in a VStack(spacing: .zero).
struct CaptionColumn: View {
    let caption: String

    var body: some View {
        VStack(spacing: .zero) {
            Text(caption)
                .frame(maxHeight: .infinity, alignment: .top)
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
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Button("Edit") {}
            }
            HStack(spacing: 4) {
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Button("Edit") {}
            }
            HStack(spacing: 0) {
                Button("Edit") {}
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
            }
            HStack(spacing: 0) {
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.trailing, 8)
                Button("Edit") {}
            }
            HStack(spacing: 0) {
                Text(title)
                    .frame(maxWidth: .infinity, alignment: .leading)
                Button("Edit") {}
            }
        }
    }
}
