import SwiftUI

struct Toast: View {
    let message: String

    var body: some View {
        HStack {
            Text(message)
                .lineLimit(2)
            Spacer()
        }
        .padding()
        .background(.regularMaterial)
    }
}
