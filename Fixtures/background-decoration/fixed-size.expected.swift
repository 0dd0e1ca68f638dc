// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A card under `.fixedSize()`: offered no size, the ZStack took its content's ideal size, and
/// a frame with only maximums would too, so the content takes the background without one.
struct ToastCard: View {
    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "checkmark.circle")
            Text("Saved")
        }
        .padding(16)
        .background {
            RoundedRectangle(cornerRadius: 12)
                .fill(Color.black)
        }
        .padding(4)
        .fixedSize()
    }
}

/// One axis fixed: the other still fills what it is offered, so the frame stays.
struct BannerCard: View {
    var body: some View {
        Text("Offline")
            .padding(.horizontal, 12)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .leading)
            .background {
                Capsule()
                    .fill(Color.blue)
            }
            .fixedSize(horizontal: false, vertical: true)
    }
}
