import SwiftUI

// A design system's own `frame(_:)`: SwiftUI's frame labels every argument, so a call
// with an unlabeled one is this method, which fixes both lengths.
enum IconSize {
    case small, large

    var side: CGFloat { self == .small ? 16 : 28 }
}

extension View {
    func frame(_ size: IconSize, alignment: Alignment = .center) -> some View {
        frame(width: size.side, height: size.side, alignment: alignment)
    }
}

struct DismissIcon: View {
    let dismiss: () -> Void

    var body: some View {
        Button(action: dismiss) {
            Image(systemName: "xmark")
                .resizable()
                .frame(.large)
                .padding(4)
        }
    }
}

struct DismissRow: View {
    let dismiss: () -> Void

    var body: some View {
        VStack {
            DismissIcon(dismiss: dismiss)
                .padding(8)
                .frame(maxWidth: .infinity, alignment: .leading)
            Image(systemName: "star")
                .resizable()
                .frame(.small)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
