import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginThrottle } from './login-throttle';
import { SessionService } from './sessions.service';

@Module({ controllers: [AuthController], providers: [AuthService, SessionService, LoginThrottle], exports: [AuthService, SessionService] })
export class AuthModule {}
