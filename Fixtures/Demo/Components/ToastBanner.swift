import SwiftUI

/// A short message shown over the content for a few seconds.
struct Toast: Identifiable, Equatable {
    let id = UUID()
    var message: String
    var systemImage: String = "checkmark.circle.fill"
    var isUndoable = false
}

/// Draws a ``Toast``. Whoever shows it decides when it appears and goes away.
struct ToastBanner: View {
    let toast: Toast
    var onUndo: (() -> Void)? = nil

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: toast.systemImage)
            Text(toast.message)
                .lineLimit(2)
            if let onUndo {
                Button("Undo", action: onUndo)
                    .fontWeight(.semibold)
            }
        }
        .font(.subheadline)
        .foregroundColor(.white)
        .padding(.horizontal, 16)
        .padding(.vertical, 10)
        .background(Color.black.opacity(0.85), in: Capsule())
        .shadow(radius: 6)
    }
}

// MARK: - Presentation

extension View {
    /// Shows `toast` at the top of the view and clears it after three seconds.
    func toast(_ toast: Binding<Toast?>) -> some View {
        modifier(ToastModifier(toast: toast))
    }
}

private struct ToastModifier: ViewModifier {
    @Binding var toast: Toast?

    func body(content: Content) -> some View {
        content
            .overlay(alignment: .top) {
                if let toast {
                    ToastBanner(toast: toast)
                        .padding(.top, 8)
                        .transition(.move(edge: .top).combined(with: .opacity))
                        .task(id: toast.id) {
                            try? await Task.sleep(for: .seconds(3))
                            self.toast = nil
                        }
                }
            }
            .animation(.spring, value: toast)
    }
}
