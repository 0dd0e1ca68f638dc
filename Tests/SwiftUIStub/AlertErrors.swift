// The alert modifiers that present a LocalizedError (iOS 15): current API, which
// alert-presentation must tell apart from the deprecated `alert(isPresented:content:)`.
// Signatures follow developer.apple.com/documentation/swiftui/view/alert(ispresented:error:actions:).

import Foundation

extension View {
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View { self }

  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View { self }
}
