import SwiftUI

// A Button whose label is an optional icon and a title: when the icon is there, the label is
// two views, which the HStack lays out side by side. Without the stack, the VStack the
// header is placed in would put the icon above the title.
struct SheetHeader: View {
    let title: String
    let icon: String?
    let onClose: () -> Void

    var body: some View {
        HStack {
            Button(action: onClose) {
                if let icon {
                    Image(systemName: icon)
                }

                Text(title)
            }

            Spacer()
        }
        .padding(.horizontal, 12)
    }
}

// Icons drawn by a ForEach are several views too.
struct BadgeRow: View {
    let symbols: [String]
    let onOpen: () -> Void

    var body: some View {
        HStack {
            Spacer()
            Button(action: onOpen) {
                ForEach(symbols, id: \.self) { symbol in
                    Image(systemName: symbol)
                }
            }
        }
    }
}

struct SettingsPage: View {
    var body: some View {
        VStack {
            SheetHeader(title: "Settings", icon: "gear", onClose: {})
            BadgeRow(symbols: ["star", "flag"], onOpen: {})
        }
    }
}
