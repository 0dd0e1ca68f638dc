import SwiftUI

#if !os(macOS)

/// One attachment, large, with its name; opened from the attachments grid.
struct AttachmentPreview: View {
    let name: String

    var body: some View {
        VStack(spacing: 16) {
            Image(name)
                .resizable()
                .scaledToFit()
                .frame(width: UIScreen.main.bounds.width * 0.8)
            if UIScreen.main.bounds.width > 600 {
                Text(name)
                    .font(.title)
            }
            if UIDevice.current.userInterfaceIdiom == .pad {
                Text("Drag the picture to another app to share it.")
                    .font(.footnote)
                    .padding(.bottom, 34)
            }
        }
    }
}

#endif
