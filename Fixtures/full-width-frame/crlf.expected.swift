import SwiftUI

struct Toast: View {
    let message: String

    var body: some View {
        Text(message)
            .lineLimit(2)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding()
            .background(.regularMaterial)
    }
}
