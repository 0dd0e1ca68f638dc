import SwiftUI

// Modifiers a project adds to Text or Image: only a Text or an Image receives them, so their
// bodies tell how the view is sized, as for a modifier added to View.
extension Text {
    func sidebarLabel() -> some View {
        font(.system(size: 12, weight: .regular))
    }

    func dimmed() -> some View {
        font(.footnote)
            .foregroundColor(.secondary)
    }

    func poster() -> some View {
        font(.system(size: 40, weight: .heavy))
            .scaledToFill()
    }
}

// Declared for View as well: which one a call reaches is not looked into (review).
extension View {
    func poster() -> some View {
        padding()
    }
}

// Declared for TextField as well: a call on a Text could not reach it, but which one a call
// reaches is not looked into (review).
extension TextField {
    func dimmed() -> some View {
        opacity(0.5)
    }
}

extension Image {
    func badgeIcon() -> some View {
        resizable()
            .frame(width: 16, height: 16)
    }
}

struct SettingsSidebarRow: View {
    let title: String
    let isSelected: Bool

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .sidebarLabel()
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.vertical, 6)
                .background(isSelected ? Color.accentColor.opacity(0.2) : Color.clear)
            HStack {
                Spacer()
                Text("No items")
                    .dimmed()
                Spacer()
            }
            Image(systemName: "star")
                .badgeIcon()
                .frame(maxWidth: .infinity, alignment: .leading)
            HStack {
                Text(title)
                    .poster()
                Spacer()
            }
        }
    }
}
